// The reference the API bench compares against: Fastify answering a small JSON envelope and
// nothing else, in a process of its own like the site's server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, code: 'OK', message: 'Sucesso', value: { status: 0 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
