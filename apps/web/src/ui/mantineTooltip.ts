// Its own module so DeferredTooltip can load Mantine's tooltip as a separate chunk.
export { Tooltip } from '@mantine/core';
