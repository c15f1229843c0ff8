export { theme } from './theme.ts';
export { PlainButton } from './PlainButton.tsx';
export { RetryButton } from './RetryButton.tsx';
export { SkeletonBar } from './SkeletonBar.tsx';
export { PlainTag, type TagTone } from './PlainTag.tsx';
export { Heading, OneLine, Paragraph, SECONDARY_TEXT_COLOR } from './Text.tsx';
export { Input, PasswordInput } from './inputs.ts';
export { useMediaQuery } from './use-media-query.ts';
export { CLEAR_OF_FLOATING_BUTTONS } from './frame-classes.ts';
