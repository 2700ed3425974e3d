import { escapeXml } from '../artwork';

/** Pages of the local OpenID provider, in the site's look: navy, amber accent, system fonts. */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f6f9;
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1b1b1b}
main{width:min(420px,calc(100vw - 32px));background:#fff;border-radius:12px;box-shadow:0 10px 40px rgba(11,57,84,.18);overflow:hidden}
header{background:#0b3954;color:#fff;padding:20px 24px;border-bottom:4px solid #f4a259}
header p{margin:0;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#f4a259}
h1{margin:4px 0 0;font-size:22px}
.content{padding:24px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8a99a8;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f4a259;outline-offset:2px}
button{font:inherit;font-weight:600;border-radius:8px;padding:10px 16px;cursor:pointer}
.primary{width:100%;margin-top:24px;background:#0b3954;color:#fff;border:2px solid #0b3954}
.primary:hover{background:#124f73}
.secondary{width:100%;margin-top:10px;background:#fff;color:#0b3954;border:2px solid #0b3954}
.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fdecea;color:#8a1c13;border:1px solid #f5c2bd}
.hint{font-size:13px;color:#4a5a68;margin-top:20px}
code{background:#f3f6f9;padding:1px 4px;border-radius:4px}
`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)} · MindBridge Consulting</title>
<style>${STYLE}</style>
${extraHead}
</head>
<body>
<main>
<header><p>MindBridge Consulting</p><h1>${escapeXml(title)}</h1></header>
<div class="content">${body}</div>
</main>
</body>
</html>`;
}

/** The login form; `error` is shown above the fields after a failed attempt. */
export function loginPage(options: {
  uid: string;
  email?: string;
  error?: string;
  clientName: string;
}): string {
  const uid = encodeURIComponent(options.uid);
  const error = options.error
    ? `<p class="error" role="alert" id="login-error">${escapeXml(options.error)}</p>`
    : '';
  const described = options.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Log in',
    `${error}
<form method="post" action="/interaction/${uid}/login" novalidate>
  <label for="email">Email address</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeXml(options.email ?? '')}"${described} ${options.error ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described} ${options.error ? 'autofocus' : ''}>
  <button class="primary" type="submit">Log in</button>
</form>
<form method="post" action="/interaction/${uid}/abort">
  <button class="secondary" type="submit">Cancel and return to ${escapeXml(options.clientName)}</button>
</form>
<p class="hint">Local test accounts: <code>learner@example.com</code> / <code>learner-pass</code>, <code>mentor@example.com</code> / <code>mentor-pass</code>.</p>`,
  );
}

/** A plain message page (expired sign-in, provider errors). */
export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<p>${escapeXml(message)}</p><p class="hint">Return to the site and try to log in again.</p>`,
  );
}

/** The end-session confirmation: submits itself so a logout needs no extra click, with a button as fallback. */
export function logoutPage(form: string): string {
  return page(
    'Signing out',
    `${form}
<p>Signing you out of MindBridge Consulting…</p>
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>
(function () {
  var form = document.getElementById('op.logoutForm');
  var input = document.createElement('input');
  input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
</script>`,
  );
}

export function loggedOutPage(): string {
  return page('Signed out', '<p>You have been signed out.</p>');
}
