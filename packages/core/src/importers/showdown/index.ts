/** The public API of the Showdown replay import (issue 13). */
export * from './types.ts';
