/**
 * The HTTP baseline: a bare Koa + @koa/router hello world, the least any Koa server does per request. Run as a
 * child process: `node --import tsx koa-hello.ts` with PORT set.
 */
import Router from '@koa/router';
import Koa from 'koa';

const app = new Koa();
const router = new Router();
router.get('/hello', (ctx) => {
  ctx.body = { hello: 'world' };
});
app.use(router.routes());
app.listen(Number(process.env.PORT), '127.0.0.1');
