/** One figure of a dashboard: its label as a heading (level 2 on a page, 3 inside a titled block) and its value. */
import { Card, CardContent, Typography } from '@mui/material';

export function FigureCard({ label, value, testId, level = 2 }: { label: string; value: string; testId: string; level?: 2 | 3 }) {
  return (
    <Card variant="outlined" sx={{ flex: level === 2 ? '1 1 160px' : '1 1 150px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component={`h${level}`}>
          {label}
        </Typography>
        <Typography variant={level === 2 ? 'h5' : 'h6'} component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
