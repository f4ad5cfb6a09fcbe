/** A titled block of a screen (a creation form, a list, a panel); the title is a catalogue key or a text. */
import type { ReactNode, Ref } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
  title: string;
  /** Id of the heading, for aria-labelledby and focus. */
  headingId: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function SectionCard({ title, headingId, children, ref, headingRef }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={headingId} ref={ref} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={headingId} ref={headingRef} tabIndex={-1} component="h2" variant="h6" gutterBottom sx={{ outline: 'none' }}>
          {translate(title, { _: title })}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
