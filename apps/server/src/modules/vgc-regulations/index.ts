/**
 * The vgc-regulations module: the VGC regulations admins extend (issue 29) and the list the format rules read.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { vgcRegulationRoutes } from './routes.ts';
export { createVgcRegulationService, loadRegulations } from './service.ts';
export { applyBuiltInRegulations, type BuiltInRegulationsApplied } from './builtIn.ts';
