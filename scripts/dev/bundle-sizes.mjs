import { build } from 'vite';
import zlib from 'node:zlib';
await build({
  logLevel: 'silent',
  build: { outDir: '/tmp/analyze2', write: false },
  plugins: [{
    name: 'sizes',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !/index|HomeRoute|auth-|toasts|createLucide/.test(chunk.fileName)) continue;
        const per = {};
        for (const [id, m] of Object.entries(chunk.modules)) {
          let k = id.includes('node_modules/') ? id.split('node_modules/').pop().split('/').slice(0, id.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : id.replace(/.*work\/main\//, '');
          per[k] = (per[k] || '') + (m.code ?? '');
        }
        console.log(chunk.fileName, (zlib.gzipSync(chunk.code).length / 1024).toFixed(1) + 'KB gz total');
        Object.entries(per).map(([k, code]) => [k, code.length, zlib.gzipSync(code).length]).sort((a, b) => b[2] - a[2]).slice(0, 16)
          .forEach(([k, raw, gz]) => console.log('   ', (gz / 1024).toFixed(1) + 'KB gz', (raw / 1024).toFixed(1) + 'KB', k));
      }
    },
  }],
});
