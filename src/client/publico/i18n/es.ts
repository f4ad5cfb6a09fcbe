/**
 * The Spanish texts of the public pages (contact, demo, infographic, legal
 * pages, who we are, not authorised, not found): the catalogue reads them as
 * `gatera.publico.*` (src/client/i18n/es.ts); the pages show them through react-admin's useTranslate().
 */
export const PUBLICO_TEXTS = {
  verificar: {
    titulo: "Verificación de carné o certificado",
    cargando: "Comprobando…",
    noEncontrado: "No hay ningún carné ni certificado con ese código.",
    valido: "Válido",
    noValido: "No válido",
    nombre: "Cuidador/a",
    hasta: "Válido hasta",
    colonias: "Colonias",
    municipio: "Municipio",
    microchip: "Microchip",
    codigo: "Código: %{codigo}",
  },
  volverAInicio: 'Volver a Inicio',
  volverAlInicio: 'Volver al inicio',
  contacto: {
    intro: '¿Quieres usar Gatera en tu municipio, tienes dudas sobre la demo o necesitas ayuda? Escríbenos y te responderemos lo antes posible.',
    correo: 'Correo electrónico:',
  },
  demo: {
    titulo: 'Demo de Prueba',
    introAntes: 'Prueba Gatera con datos ficticios de un pequeño municipio. Cada cuenta tiene un rol distinto y ve su propio menú. Todas usan la contraseña',
    introDespues: 'y, al entrar, deben aceptar los términos de la demo.',
    cuentas: 'Cuentas de la demo',
    rol: 'Rol',
    inicio: 'Página de inicio',
    acceder: 'Acceder a la Demo',
  },
  infografia:
    'Infografía «Cómo funciona Gatera»: 1 Registra colonias y gatos; 2 Localiza cada colonia en el mapa; 3 Esteriliza con campañas CER; ' +
    '4 Media en las quejas vecinales e inspecciones; 5 Coordina al voluntariado; 6 Informa con PDF, gráficos y copias de seguridad.',
  legal: {
    actualizado: 'Última actualización: %{fecha}',
    direccionContacto: 'la dirección de contacto',
    pdf: 'Descargar en PDF',
  },
  quienesSomos: {
    equipo:
      'Somos un equipo de personal técnico municipal, veterinarios y voluntariado de protección animal que quería dejar atrás las hojas de cálculo y los avisos por teléfono.',
    ley: 'Gatera nace para ayudar a los ayuntamientos a cumplir la Ley 7/2023 de protección de los derechos y el bienestar de los animales: censar las colonias felinas, controlar su población con el método CER (captura, esterilización y retorno), atender a los vecinos y coordinar a quienes cuidan de los gatos cada día.',
    convivencia:
      'Creemos que una buena gestión de las colonias mejora la convivencia en los barrios y la vida de los animales, y que los datos bien organizados ayudan a tomar mejores decisiones.',
  },
  noEncontrada: {
    texto: 'La dirección que has abierto no existe o ya no está disponible.',
  },
};

const INICIO = {
  titulo: 'Gestión de colonias felinas para tu municipio',
  descripcion: 'Gatera es la herramienta municipal para gestionar las colonias felinas urbanas y cumplir la ley de protección animal: colonias y gatos, campañas de esterilización, quejas vecinales e inspecciones, voluntariado, un mapa, informes en PDF y copias de seguridad.',
  descubre: 'Descubre cómo mejorar la gestión municipal',
  tarjetas: {
    colonias: {
      titulo: 'Registro de Colonias',
      texto: 'Censo de colonias y de cada gato con su ficha sanitaria, su foto, su ubicación en el mapa y su código de identificación.',
    },
    campanas: {
      titulo: 'Campañas de Esterilización',
      texto: 'Planificación y seguimiento de las campañas CER, con el porcentaje de gatos esterilizados de cada colonia.',
    },
    mediacion: {
      titulo: 'Mediación Vecinal',
      texto: 'Quejas de los vecinos, inspecciones y su resolución, con los documentos de cada caso y su historial.',
    },
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    publico: PUBLICO_TEXTS,
    inicio: INICIO,
  },
};
