// The bare Fastify server of `npm run bench:api`, in a process that has also opened the embedded
// database as `npm start` does: PGlite in DATA_DIR, with its extensions, migrated. It answers
// GET / on PORT. Loaded beside the plain bare server, it shows what sharing a process with the
// embedded database costs a server that does nothing else
// (docs/decisions/003-session-cache.md).
import Fastify from 'fastify';
import { openDatabase } from '../../src/server/db/client.ts';

const database = openDatabase({ dataDir: process.env.DATA_DIR });
await database.migrate();
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
