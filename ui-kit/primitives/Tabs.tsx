/**
 * Tabs: react-aria-components Tabs / TabList / Tab / TabPanel, styled. Arrow keys move between
 * tabs and follow the reading direction (in Arabic, ArrowLeft goes to the next tab); the selected
 * tab is marked by a bar on its block-end edge and by weight, not by colour alone.
 */
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
} from 'react-aria-components';
import { styled } from '../theme/stitches.config';

/** Root: holds selection (`selectedKey` / `defaultSelectedKey` / `onSelectionChange`). */
export const Tabs = styled(RACTabs, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  minWidth: 0,
  '&[data-orientation=vertical]': { flexDirection: 'row' },
});

/** The row of tabs. Needs `aria-label` when no visible heading names it. */
export const TabList = styled(RACTabList, {
  display: 'flex',
  gap: '$1',
  borderBlockEnd: '1px solid $border',
  overflowX: 'auto',
  '&[data-orientation=vertical]': {
    flexDirection: 'column',
    borderBlockEnd: 'none',
    borderInlineEnd: '1px solid $border',
  },
});

/** One tab; `id` pairs it with the TabPanel of the same `id`. */
export const Tab = styled(RACTab, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  px: '$4',
  py: '$2',
  color: '$textMuted',
  fontFamily: '$body',
  fontSize: '$3',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: '$sm $sm 0 0',
  transition: 'color $fast, background-color $fast',
  '&[data-hovered]': { color: '$text', backgroundColor: '$surfaceMuted' },
  '&[data-pressed]': { backgroundColor: '$border' },
  '&[data-selected]': {
    color: '$primary',
    fontWeight: '$bold',
    boxShadow: 'inset 0 -3px 0 0 $colors$primary',
  },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '-2px' },
  '&[data-disabled]': { color: '$textMuted', opacity: 0.55, cursor: 'not-allowed' },
  '[data-orientation=vertical] &': { borderRadius: '$sm' },
  '[data-orientation=vertical] &[data-selected]': { boxShadow: 'none', backgroundColor: '$primarySoft' },
});

/** The content of one tab. */
export const TabPanel = styled(RACTabPanel, {
  minWidth: 0,
  color: '$text',
  outline: 'none',
  borderRadius: '$sm',
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});
