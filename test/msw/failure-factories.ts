import { HttpResponse, http, type HttpHandler } from 'msw';

type Method = 'get' | 'post';

/** What a PHP backend prints when it dies half-way: status 200, HTML, not JSON. */
export const PHP_FATAL_ERROR =
  '<br />\n<b>Fatal error</b>:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/admin/db.php:12';

/** The failure handlers every endpoint offers: network error, 500, and a body that is not the expected JSON. */
export function failuresFor(method: Method, path: string) {
  return {
    networkError: (): HttpHandler => http[method](path, () => HttpResponse.error()),
    serverError: (): HttpHandler =>
      http[method](path, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
    /** 200 with a PHP error page instead of JSON. */
    malformed: (): HttpHandler =>
      http[method](path, () =>
        HttpResponse.text(PHP_FATAL_ERROR, { headers: { 'Content-Type': 'text/html' } }),
      ),
    /** 200 with JSON of the wrong shape. */
    wrongShape: (): HttpHandler => http[method](path, () => HttpResponse.json({ data: 'unexpected' })),
  };
}

/** The PHP `{ success: false, message }` answer, for shapes that carry `success`. */
export function notSuccessFor(method: Method, path: string, message = 'Database connection failed') {
  return (): HttpHandler => http[method](path, () => HttpResponse.json({ success: false, message }));
}
