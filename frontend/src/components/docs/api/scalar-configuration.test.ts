import { describe, expect, it } from 'vitest';
import { scalarConfiguration, type PlaygroundSettings } from './scalar-configuration';

const base: PlaygroundSettings = {
  document: { openapi: '3.0.1', info: { title: 'Plants', version: '1' }, paths: {} },
  documentSlug: 'plant-store-api',
  mode: 'show',
  auth: { method: 'bearer', inputPrefix: 'ra_pat_' },
  maintainOrder: true,
  colorMode: 'dark',
};

describe('scalarConfiguration', () => {
  it('shows the operation alone, in the site’s colour mode, sharing stored credentials per API', () => {
    expect(scalarConfiguration(base)).toMatchObject({
      content: base.document,
      slug: 'plant-store-api',
      showSidebar: false,
      hideModels: true,
      hideSearch: true,
      hideDarkModeToggle: true,
      forceDarkModeState: 'dark',
      withDefaultFonts: false,
      persistAuth: true,
      showDeveloperTools: 'never',
    });
  });

  it('never sends requests through a proxy', () => {
    const configuration = scalarConfiguration(base);
    expect(configuration).not.toHaveProperty('proxyUrl');
    expect(configuration).not.toHaveProperty('proxy');
  });

  it('offers the client and test requests only in show mode', () => {
    expect(scalarConfiguration(base)).toMatchObject({
      hideClientButton: false,
      hideTestRequestButton: false,
    });
    expect(scalarConfiguration(base)).not.toHaveProperty('hiddenClients');
    expect(scalarConfiguration({ ...base, mode: 'simple' })).toMatchObject({
      hideClientButton: true,
      hideTestRequestButton: true,
    });
    expect(scalarConfiguration({ ...base, mode: 'simple' })).not.toHaveProperty('hiddenClients');
    expect(scalarConfiguration({ ...base, mode: 'hide' })).toMatchObject({
      hideClientButton: true,
      hideTestRequestButton: true,
      hiddenClients: true,
    });
  });

  it('hides the credential inputs unless requests can be sent', () => {
    const hidesAuth = (mode: PlaygroundSettings['mode']) =>
      scalarConfiguration({ ...base, mode }).customCss?.includes('.scalar-reference-intro-auth');
    expect(hidesAuth('show')).toBe(false);
    expect(hidesAuth('simple')).toBe(true);
    expect(hidesAuth('hide')).toBe(true);
  });

  it('prefills the input of the configured method with inputPrefix', () => {
    expect(scalarConfiguration(base).authentication).toEqual({
      preferredSecurityScheme: 'bearerAuth',
      securitySchemes: { bearerAuth: { token: 'ra_pat_' } },
    });
    expect(
      scalarConfiguration({ ...base, auth: { method: 'basic', inputPrefix: 'admin' } })
        .authentication,
    ).toEqual({
      preferredSecurityScheme: 'basicAuth',
      securitySchemes: { basicAuth: { username: 'admin' } },
    });
    expect(
      scalarConfiguration({ ...base, auth: { method: 'key', name: 'X-Key', inputPrefix: 'k_' } })
        .authentication,
    ).toEqual({
      preferredSecurityScheme: 'apiKeyAuth',
      securitySchemes: { apiKeyAuth: { value: 'k_' } },
    });
    expect(scalarConfiguration({ ...base, auth: undefined }).authentication).toBeUndefined();
  });

  it('keeps the file’s property order with maintainOrder, else sorts alphabetically', () => {
    expect(scalarConfiguration(base).orderSchemaPropertiesBy).toBe('preserve');
    expect(scalarConfiguration({ ...base, maintainOrder: false }).orderSchemaPropertiesBy).toBe(
      'alpha',
    );
  });
});
