import packageJson from '../package.json' with { type: 'json' };

export const backendVersion: string = packageJson.version;
