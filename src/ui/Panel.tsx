// The frame every pop-up layer shares: a fading backdrop and a wooden panel with a title ribbon that pops in.
import { useId, type ReactNode } from 'react';
import { measureTextEm, useT } from '../i18n';
import { Button } from './Button';
import { ribbonTitleFit, ribbonTitleFitEm, type PanelEntrance, type RibbonTone } from './canvas/panelLook';
import { CloseIcon } from './icons';
import './styles.css';
import './motion.css';

/** Props of {@link Panel}. */
export interface PanelProps {
  /** The data-testid of the layer root. */
  testId: string;
  title: ReactNode;
  tone?: RibbonTone;
  /** Shows a round close button in the corner when given. */
  onClose?: () => void;
  /** The data-testid of that close button. */
  closeTestId?: string;
  /** Something drawn above the panel, overlapping its top (stars, a big icon). */
  crown?: ReactNode;
  /** Something drawn behind the panel (sun rays, confetti). */
  backdropDecor?: ReactNode;
  className?: string;
  /**
   * How the panel comes in (spec 2's pop-up styles): 'pop' (the default), 'top' or 'bottom' (flies in from
   * that edge), or 'ordered' (pops, then its contents pop one after another).
   */
  entrance?: PanelEntrance;
  children?: ReactNode;
}

/** The pop-up styles of spec 2 (the canvas panels' too). */
export type { PanelEntrance };

/** The class that runs a panel's entrance (motion.css; each is under 0.5 s, a fade under reduced motion). */
export function entranceClass(entrance: PanelEntrance): string {
  switch (entrance) {
    case 'top':
      return 'panel--from-top';
    case 'bottom':
      return 'panel--from-bottom';
    case 'ordered':
      return 'pop-in panel--ordered';
    default:
      return 'pop-in';
  }
}

/** The ribbon font for a title: measured where a canvas can measure the real face, estimated otherwise. */
function titleFit(title: string): { fontSize: number; twoLines: boolean } {
  const ems = measureTextEm(title);
  // The same rule as the canvas ribbon's: measured where a canvas can, else estimated by length.
  return ems === null ? ribbonTitleFit(title.length) : ribbonTitleFitEm(ems);
}

/** A modal layer: backdrop that fades in, wooden panel that pops in, ribbon title, optional close button. */
export function Panel({
  testId,
  title,
  tone = 'orange',
  onClose,
  closeTestId,
  crown,
  backdropDecor,
  className,
  entrance = 'pop',
  children,
}: PanelProps) {
  const t = useT();
  const titleId = useId();
  const fitTitle = typeof title === 'string' ? titleFit(title) : null;
  return (
    <div className={`layer layer--modal${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="layer__backdrop" />
      {backdropDecor}
      <div className="layer__center">
        <div className={`panel ${entranceClass(entrance)}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          {crown && <div className="panel__crown">{crown}</div>}
          <div className={`ribbon ribbon--${tone}`}>
            <h2
              className={`ribbon__text${fitTitle?.twoLines ? ' ribbon__text--two-lines' : ''}`}
              id={titleId}
              style={fitTitle ? { fontSize: fitTitle.fontSize } : undefined}
            >
              {title}
            </h2>
          </div>
          {onClose && (
            <Button
              className="panel__close"
              testId={closeTestId ?? `${testId}-close`}
              tone="red"
              size="icon-sm"
              label={t('common.close')}
              icon={<CloseIcon size={44} />}
              onTap={onClose}
            />
          )}
          <div className="panel__body">{children}</div>
        </div>
      </div>
    </div>
  );
}
