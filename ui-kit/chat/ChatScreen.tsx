/**
 * The chat screen's frame (SPEC.md §2 "Chat screen"), mobile first. Below 900 px the sidebar is a drawer: a
 * focus-trapped modal dialog sliding in from the inline-start edge, opened by the menu button of the toolbar and
 * closed by its close button, Escape or a press outside. From 900 px it is a fixed column at the inline-start
 * side. The main area is a column of toolbar, banners, the conversation (the only part that scrolls) and the
 * composer, which stays at the bottom. Pure layout: every part comes in as a slot.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { Dialog as RACDialog, Modal, ModalOverlay } from 'react-aria-components';
import { config, keyframes, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { IconButton } from '../primitives/IconButton';

/** The width from which the sidebar is a column, shared with the `@md` styles below. */
const WIDE_SCREEN = config.media.md;

const SIDEBAR_WIDTH = '300px';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideInFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideInFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

const Root = styled('div', {
  display: 'flex',
  minHeight: 0,
  overflow: 'hidden',
  backgroundColor: '$bg',
  color: '$text',
});

const Column = styled('aside', {
  display: 'none',
  '@md': {
    display: 'block',
    flex: `0 0 ${SIDEBAR_WIDTH}`,
    overflowY: 'auto',
    backgroundColor: '$surface',
    borderInlineEnd: '1px solid $border',
  },
});

const Main = styled('div', { flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' });

const Toolbar = styled('div', {
  flexShrink: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  px: '$3',
  py: '$2',
  backgroundColor: '$surface',
  borderBlockEnd: '1px solid $border',
  '@md': { px: '$5', py: '$3' },
});

const MenuSlot = styled('div', { '@md': { display: 'none' } });

const ToolbarContent = styled('div', {
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$2 $5',
});

const Banners = styled('div', {
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  px: '$3',
  paddingBlockStart: '$3',
  '@md': { px: '$5' },
});

const Conversation = styled('div', {
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  px: '$3',
  py: '$4',
  outline: 'none',
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '-2px' },
  '@md': { px: '$5' },
});

const Composer = styled('div', {
  flexShrink: 0,
  px: '$3',
  py: '$3',
  backgroundColor: '$surface',
  borderBlockStart: '1px solid $border',
  '@md': { px: '$5' },
});

const DrawerOverlay = styled(ModalOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  backgroundColor: '$overlay',
  '&[data-entering]': { animation: `${fadeIn} $transitions$normal` },
});

const DrawerModal = styled(Modal, {
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(320px, 88vw)',
  display: 'flex',
  backgroundColor: '$surface',
  boxShadow: '$lg',
  outline: 'none',
  '&[data-entering]': { animation: `${slideInFromLeft} $transitions$normal` },
  '[dir="rtl"] &[data-entering]': { animation: `${slideInFromRight} $transitions$normal` },
  '@reducedMotion': { '&[data-entering], [dir="rtl"] &[data-entering]': { animation: 'none' } },
});

const DrawerDialog = styled(RACDialog, {
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowY: 'auto',
  outline: 'none',
});

const DrawerHeader = styled('div', { display: 'flex', justifyContent: 'flex-end', px: '$2', paddingBlockStart: '$2' });

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the sidebar column; false on the server (the column is CSS-only). */
function useIsWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}

export interface ChatScreenProps {
  /** The sidebar content (usually ChatSidebar). */
  sidebar: ReactNode;
  /** The toolbar pickers (SubjectPicker and TutorModePicker). */
  toolbar: ReactNode;
  /** Banners above the conversation (PremiumBanner, ExpiryBanner), if any. */
  banners?: ReactNode;
  /** The conversation (the message list, or the welcome panel of an empty one). */
  children: ReactNode;
  /** The message input. */
  composer: ReactNode;
  /** Whether the drawer is open (below 900 px only). */
  sidebarOpen: boolean;
  /** The menu button, the drawer's close button, Escape and a press outside ask to open or close it. */
  onSidebarOpenChange: (open: boolean) => void;
  /**
   * The screen's height. Default: the viewport less the shared header ($sizes$header and its 1 px border), so
   * the composer sits at the bottom of the window.
   */
  height?: string;
}

/** Sidebar (column or drawer), toolbar, banners, scrolling conversation and fixed composer. */
export function ChatScreen({
  sidebar,
  toolbar,
  banners,
  children,
  composer,
  sidebarOpen,
  onSidebarOpenChange,
  height = 'calc(100dvh - $sizes$header - 1px)',
}: ChatScreenProps) {
  const t = useT();
  const isWideScreen = useIsWideScreen();

  // Widening the window turns the drawer into the column: close it, so narrowing again does not reopen it.
  useEffect(() => {
    if (isWideScreen && sidebarOpen) onSidebarOpenChange(false);
  }, [isWideScreen, sidebarOpen, onSidebarOpenChange]);

  return (
    <Root css={{ height }}>
      <Column aria-label={t('chat.sidebar.label')}>{sidebar}</Column>
      <Main>
        <Toolbar>
          <MenuSlot>
            <IconButton
              aria-label={t('chat.openSidebar')}
              aria-expanded={sidebarOpen && !isWideScreen}
              variant="secondary"
              onPress={() => onSidebarOpenChange(true)}
            >
              <Menu />
            </IconButton>
          </MenuSlot>
          <ToolbarContent>{toolbar}</ToolbarContent>
        </Toolbar>
        {banners ? <Banners>{banners}</Banners> : null}
        <Conversation role="region" aria-label={t('chat.conversation.label')} tabIndex={0}>
          {children}
        </Conversation>
        <Composer>{composer}</Composer>
      </Main>
      <DrawerOverlay isOpen={sidebarOpen && !isWideScreen} onOpenChange={onSidebarOpenChange} isDismissable>
        <DrawerModal>
          <DrawerDialog aria-label={t('chat.sidebar.label')}>
            {({ close }) => (
              <>
                <DrawerHeader>
                  <IconButton aria-label={t('chat.closeSidebar')} onPress={close}>
                    <X />
                  </IconButton>
                </DrawerHeader>
                {sidebar}
              </>
            )}
          </DrawerDialog>
        </DrawerModal>
      </DrawerOverlay>
    </Root>
  );
}
