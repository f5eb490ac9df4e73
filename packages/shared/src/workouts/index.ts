export {
  type BuilderAlert,
  type BuilderAlertKind,
  type BuilderResult,
  builderAlerts,
} from './alerts';
export * from './builder';
export * from './effort-target';
export * from './effort-target-label';
export * from './pairing';
export * from './param-editor';
export * from './params';
export * from './picker';
