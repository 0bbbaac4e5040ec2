import type { ReactElement, ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

/** A titled card beside a circle's memories (members, requests to join). */
export function CirclePanel({ id, title, icon, action, children }: { id: string; title: string; icon: ReactElement; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader
        title={title}
        avatar={icon}
        action={action}
        // On a narrow screen the action goes under the title rather than off the card.
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        slotProps={{ title: { variant: 'h6', component: 'h2', id }, action: { sx: { alignSelf: 'center', m: 0 } } }}
      />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 2 } }}>{children}</CardContent>
    </Card>
  );
}
