/** The legal texts of src/domain/legal.ts in Galician: the same sections and paragraphs, `{email}` where the Spanish has it. */
import type { LegalTexts } from '../../legal';

export const legalGalician: LegalTexts = {
  condiciones: {
    title: 'Condicións de uso',
    updated: '29 de marzo de 2025',
    intro: 'Estas condicións regulan o acceso a Gatera e o seu uso. Léas con atención: ao entrares na aplicación declaras que as coñeces e as aceptas.',
    sections: [
      {
        title: '1. Obxecto',
        paragraphs: [
          'Gatera é unha aplicación web para que os concellos e o seu voluntariado xestionen as colonias felinas urbanas: o censo de colonias e gatos, as campañas de esterilización, a mediación veciñal mediante queixas e inspeccións, a organización do voluntariado, o mapa de colonias, os informes e as copias de seguridade.',
          'Estas condicións fixan as regras de acceso e de uso do servizo e as responsabilidades de quen o utiliza.',
        ],
      },
      {
        title: '2. Ámbito de aplicación',
        paragraphs: [
          'Aplícanse a todas as persoas que usan Gatera, tanto na súa parte pública coma na de acceso con usuario e contrasinal.',
          'O acceso con usuario está limitado ás persoas autorizadas polo concello: administradores, responsables municipais, voluntarios, veterinarios e cidadáns rexistrados. Cada conta só permite as accións propias do seu rol.',
          'O contorno de demostración é de uso restrinxido: serve para coñecer o produto e queda prohibido o seu uso operativo non autorizado.',
        ],
      },
      {
        title: '3. Obrigas das persoas usuarias',
        paragraphs: [
          'Quen usa Gatera comprométese a custodiar o seu contrasinal e non cedelo a terceiros, a introducir datos veraces e actualizados, e a usar a información á que accede só para a xestión das colonias felinas.',
          'Non está permitido tentar acceder a datos ou funcións alleas ao seu rol, alterar o funcionamento do servizo, subir ficheiros con contido malicioso nin publicar datos persoais de terceiros sen base legal.',
          'Calquera uso indebido ou acceso non autorizado debe comunicarse de inmediato a {email}.',
        ],
      },
      {
        title: '4. Propiedade intelectual e industrial',
        paragraphs: [
          'O software, os textos, os gráficos, as iconas e o deseño de Gatera están protexidos polos dereitos de propiedade intelectual e industrial dos seus titulares.',
          'Os datos que rexistra cada concello pertencen a este. O uso do servizo non concede ningunha licenza sobre o software alén da necesaria para utilizalo conforme estas condicións.',
        ],
      },
      {
        title: '5. Dispoñibilidade do servizo',
        paragraphs: [
          'Procuramos que Gatera estea dispoñible de forma continua, pero o servizo pode interromperse por mantemento, actualizacións ou causas alleas á nosa vontade.',
          'Os datos do contorno de demostración son ficticios e poden borrarse ou restablecerse en calquera momento sen aviso previo.',
        ],
      },
      {
        title: '6. Aceptación',
        paragraphs: [
          'O uso de Gatera supón a aceptación plena destas condicións. As persoas con conta deben aceptar expresamente os termos da demo antes de usaren a aplicación.',
          'Podemos actualizar estas condicións; a data da última actualización figura ao comezo do documento. Para calquera consulta, escribe a {email}.',
        ],
      },
    ],
  },
  privacidad: {
    title: 'Política de privacidade',
    updated: '29 de marzo de 2025',
    intro:
      'Esta política explica que datos persoais trata Gatera, para que, durante canto tempo e como podes exercer os teus dereitos, conforme o Regulamento xeral de protección de datos (RXPD) e a Lei orgánica 3/2018.',
    sections: [
      {
        title: '1. Responsable do tratamento',
        paragraphs: ['O responsable do tratamento é o concello que usa Gatera para xestionar as súas colonias felinas. Podes dirixirte a el a través de {email}.'],
      },
      {
        title: '2. Datos que tratamos',
        paragraphs: [
          'Das persoas con conta: nome de usuario, nome, correo electrónico, rol, colonias asignadas e rexistro das accións realizadas.',
          'Das queixas e inspeccións: a descrición, as observacións e os documentos anexos que se acheguen. Non se tratan categorías especiais de datos.',
        ],
      },
      {
        title: '3. Finalidade',
        paragraphs: [
          'Xestionar as colonias felinas do municipio, organizar o voluntariado e as campañas de esterilización, tramitar as queixas veciñais e as inspeccións, e manter a seguridade do servizo.',
        ],
      },
      {
        title: '4. Lexitimación',
        paragraphs: [
          'O tratamento baséase no cumprimento dunha misión realizada en interese público polo concello en materia de protección animal (Lei 7/2023) e, para as persoas voluntarias e cidadás rexistradas, no seu consentimento ao daren de alta.',
        ],
      },
      {
        title: '5. Conservación',
        paragraphs: [
          'Os datos consérvanse mentres a conta estea activa e, despois, durante os prazos que esixa a normativa de arquivos e de procedemento administrativo. As copias de seguridade renóvanse periodicamente.',
        ],
      },
      {
        title: '6. Destinatarios',
        paragraphs: [
          'Os datos non se ceden a terceiros salvo obriga legal. Só acceden a eles as persoas autorizadas segundo o seu rol e, de ser o caso, os provedores técnicos que aloxan o servizo por conta do concello.',
        ],
      },
      {
        title: '7. Dereitos',
        paragraphs: [
          'Podes exercer os dereitos de acceso, rectificación, supresión, oposición, limitación do tratamento e portabilidade escribindo a {email}.',
          'Se consideras que non foron atendidos correctamente, podes reclamar ante a Axencia Española de Protección de Datos (www.aepd.es).',
          'Acceso e portabilidade: coa túa sesión iniciada, en «Cambiar o contrasinal», o botón «Descargar os meus datos» entrégache nun ficheiro JSON todos os datos persoais que Gatera garda sobre ti: a túa conta, as túas queixas (cos nomes dos seus anexos), as solicitudes de adopción que enviaches coa sesión iniciada, visitas, asignacións e as entradas do rexistro de auditoría que che afectan.',
          'Supresión: pide en {email} que se anonimice a túa conta ou a túa solicitude de adopción. Bórranse o teu nome, o teu correo, o teu nome de usuario, o teu teléfono e o que escribiches nos teus propios rexistros (queixas, visitas ás colonias, censos e solicitudes de adopción, coas súas fotos e anexos) e desactívase o acceso; eses rexistros consérvanse para o historial municipal sen identificarte, e o rexistro de auditoría, que nunca se modifica, móstrate cun pseudónimo. A rectificación (tamén do que outras persoas escribiron sobre ti), a oposición e a limitación do tratamento pídense no mesmo enderezo.',
          'As solicitudes de adopción só se envían co teu consentimento expreso a esta política. O seguimento público dunha queixa (/seguimiento) amosa o seu estado, as súas datas, a colonia e a resposta do concello, nunca datos persoais.',
        ],
      },
    ],
  },
};
