/** The legal texts of src/domain/legal.ts in English: the same sections and paragraphs, `{email}` where the Spanish has it. */
import type { LegalTexts } from '../../legal';

export const legalEnglish: LegalTexts = {
  condiciones: {
    title: 'Terms of use',
    updated: '29 March 2025',
    intro: 'These terms govern access to and use of Gatera. Please read them carefully: by entering the application you declare that you know and accept them.',
    sections: [
      {
        title: '1. Purpose',
        paragraphs: [
          'Gatera is a web application for town councils and their volunteers to manage urban feral cat colonies: the census of colonies and cats, sterilisation campaigns, neighbourhood mediation through complaints and inspections, the organisation of volunteers, the colony map, reports and backups.',
          'These terms set the rules for accessing and using the service and the responsibilities of those who use it.',
        ],
      },
      {
        title: '2. Scope',
        paragraphs: [
          'They apply to everyone who uses Gatera, both in its public part and in the part accessed with a username and password.',
          'Access with a username is restricted to the people authorised by the council: administrators, council officers, volunteers, vets and registered citizens. Each account only allows the actions that belong to its role.',
          'The demonstration environment is for restricted use: it serves to get to know the product, and unauthorised operational use is forbidden.',
        ],
      },
      {
        title: '3. Users’ obligations',
        paragraphs: [
          'Anyone who uses Gatera undertakes to keep their password safe and not to share it with others, to enter truthful and up-to-date data, and to use the information they access only for the management of the cat colonies.',
          'It is not permitted to try to access data or functions outside one’s role, to interfere with the operation of the service, to upload files with malicious content or to publish third parties’ personal data without a legal basis.',
          'Any misuse or unauthorised access must be reported immediately to {email}.',
        ],
      },
      {
        title: '4. Intellectual and industrial property',
        paragraphs: [
          'Gatera’s software, texts, graphics, icons and design are protected by the intellectual and industrial property rights of their owners.',
          'The data each council records belongs to that council. Using the service grants no licence over the software beyond what is needed to use it in accordance with these terms.',
        ],
      },
      {
        title: '5. Availability of the service',
        paragraphs: [
          'We try to keep Gatera available at all times, but the service may be interrupted for maintenance, updates or reasons beyond our control.',
          'The data in the demonstration environment is fictitious and may be deleted or reset at any time without notice.',
        ],
      },
      {
        title: '6. Acceptance',
        paragraphs: [
          'Using Gatera means fully accepting these terms. People with an account must expressly accept the demo terms before using the application.',
          'We may update these terms; the date of the last update appears at the beginning of the document. For any question, write to {email}.',
        ],
      },
    ],
  },
  privacidad: {
    title: 'Privacy policy',
    updated: '29 March 2025',
    intro:
      'This policy explains which personal data Gatera processes, for what purpose, for how long and how you can exercise your rights, in accordance with the General Data Protection Regulation (GDPR) and Spain’s Organic Law 3/2018.',
    sections: [
      {
        title: '1. Data controller',
        paragraphs: ['The data controller is the town council that uses Gatera to manage its cat colonies. You can contact it at {email}.'],
      },
      {
        title: '2. Data we process',
        paragraphs: [
          'Of people with an account: username, name, e-mail address, role, assigned colonies and a record of the actions they have taken.',
          'Of complaints and inspections: the description, the remarks and any attached documents provided. No special categories of data are processed.',
        ],
      },
      {
        title: '3. Purpose',
        paragraphs: [
          'To manage the municipality’s cat colonies, organise volunteers and sterilisation campaigns, handle neighbours’ complaints and inspections, and keep the service secure.',
        ],
      },
      {
        title: '4. Legal basis',
        paragraphs: [
          'Processing is based on the performance of a task carried out in the public interest by the council in the field of animal protection (Law 7/2023) and, for volunteers and registered citizens, on the consent they give when they sign up.',
        ],
      },
      {
        title: '5. Retention',
        paragraphs: [
          'Data is kept while the account is active and, afterwards, for the periods required by the rules on records and administrative procedure. Backups are renewed periodically.',
        ],
      },
      {
        title: '6. Recipients',
        paragraphs: [
          'Data is not disclosed to third parties unless required by law. Only the people authorised according to their role can access it and, where applicable, the technical providers who host the service on the council’s behalf.',
        ],
      },
      {
        title: '7. Rights',
        paragraphs: [
          'You can exercise your rights of access, rectification, erasure, objection, restriction of processing and portability by writing to {email}.',
          'If you consider that they have not been properly addressed, you can lodge a complaint with the Spanish Data Protection Agency (www.aepd.es).',
          'Access and portability: when signed in, under “Change password”, the “Download my data” button gives you a JSON file with all the personal data Gatera keeps about you: your account, your complaints (with the names of their attachments), the adoption requests you sent while signed in, visits, assignments and the audit log entries that concern you.',
          'Erasure: ask at {email} for your account or your adoption request to be anonymised. Your name, e-mail address, username, telephone number and what you wrote in your own records (complaints, colony visits, censuses and adoption requests, with their photos and attachments) are erased and access is deactivated; those records are kept for the council’s history without identifying you, and the audit log, which is never changed, shows you under a pseudonym. Rectification (also of what other people wrote about you), objection and restriction of processing are requested at the same address.',
          'Adoption requests are only sent with your express consent to this policy. The public tracking of a complaint (/seguimiento) shows its status, its dates, the colony and the council’s answer, never personal data.',
        ],
      },
    ],
  },
};
