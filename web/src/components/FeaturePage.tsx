import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from './PageHeader';

/** A page's main action: a filled button with an icon (under the title on phones). */
export interface PageAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** Tabs between the header and the content; the content is the chosen tab's panel. */
export interface PageTabs<T extends string> {
  /** What the tabs are, for screen readers. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: ReactNode }[];
  /** Starts the ids of the tabs and their panel (`<idPrefix>-tab-<value>`, `<idPrefix>-panel`). */
  idPrefix: string;
}

interface FeaturePageProps<T extends string> {
  title: string;
  intro?: ReactNode;
  action?: PageAction;
  tabs?: PageTabs<T>;
  /** The column's widest, in pixels (860: a comfortable line of text with cards). */
  maxWidth?: number;
  children: ReactNode;
}

/**
 * A feature's page: a column of readable width with the page's title (its only h1), a line about
 * it and its main action, then its tabs if it has any, then its content — headed from h2 down.
 */
export function FeaturePage<T extends string>({ title, intro, action, tabs, maxWidth = 860, children }: FeaturePageProps<T>) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <PageHeader
        title={title}
        intro={intro}
        action={
          action && (
            <Button variant="contained" startIcon={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          )
        }
      />
      {tabs ? (
        <>
          <Tabs value={tabs.value} variant="scrollable" allowScrollButtonsMobile onChange={(_event, value: T) => tabs.onChange(value)} aria-label={tabs.label} sx={{ mb: 2 }}>
            {tabs.items.map((item) => (
              <Tab key={item.value} value={item.value} id={`${tabs.idPrefix}-tab-${item.value}`} aria-controls={`${tabs.idPrefix}-panel`} label={item.label} />
            ))}
          </Tabs>
          <Box id={`${tabs.idPrefix}-panel`} role="tabpanel" aria-labelledby={`${tabs.idPrefix}-tab-${tabs.value}`}>
            {children}
          </Box>
        </>
      ) : (
        children
      )}
    </Box>
  );
}
