/** A titled block of a screen (a creation form, a list, a panel); the title is a catalogue key or a text. */
import type { ReactNode, Ref } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
  title: string;
  /** Id of the heading, for aria-labelledby and focus. */
  headingId: string;
  /** The heading's level: 2 for a block of the page, 3 for one inside a titled part of it. */
  level?: 2 | 3;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function SectionCard({ title, headingId, level = 2, children, ref, headingRef }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={headingId} ref={ref} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={headingId} ref={headingRef} tabIndex={-1} component={`h${level}`} variant="h6" gutterBottom sx={{ outline: 'none' }}>
          {translate(title, { _: title })}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
