import { cacheControlFor } from './cache-policy.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it.each(['main.3f9a1c2b.js', '/x/vendor.0123456789abcdef.css', '__federation_expose_list.0a1b2c3d4e.js', 'logo.deadbeef.svg'])(
    'keeps the hashed file %s for a year',
    (file) => expect(cacheControlFor(file)).toBe(IMMUTABLE),
  );

  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'sw.js', 'favicon.svg', 'main.js', 'app.1234.js', 'dir.3f9a1c2b/main.js'])(
    'revalidates %s on every use',
    (file) => expect(cacheControlFor(file)).toBe('no-cache'),
  );
});
