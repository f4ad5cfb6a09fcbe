/** /quienes-somos (SPEC section 2). */
import { Typography } from '@mui/material';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';

export const QUIENES_SOMOS_TEXT = [
  'Somos un equipo de personal técnico municipal, veterinarios y voluntariado de protección animal que quería dejar atrás las hojas de cálculo y los avisos por teléfono.',
  'Gatera nace para ayudar a los ayuntamientos a cumplir la Ley 7/2023 de protección de los derechos y el bienestar de los animales: censar las colonias felinas, controlar su población con el método CER (captura, esterilización y retorno), atender a los vecinos y coordinar a quienes cuidan de los gatos cada día.',
  'Creemos que una buena gestión de las colonias mejora la convivencia en los barrios y la vida de los animales, y que los datos bien organizados ayudan a tomar mejores decisiones.',
];

export function QuienesSomosPage() {
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        Quiénes Somos
      </Typography>
      {QUIENES_SOMOS_TEXT.map((text) => (
        <Typography key={text} sx={{ mb: 2 }}>
          {text}
        </Typography>
      ))}
      <BackHome />
    </PublicLayout>
  );
}
