// The prompt side of the popup protocol. Plain ES module, no imports: the host decodes and signs requests.
const provider = new URLSearchParams(location.search).get('provider') === 'apple' ? 'apple' : 'google';
const $ = (id) => document.getElementById(id);
let pending; // { request: {name, version, data}, origin }

$('provider').textContent = `Dev wallet (${provider})`;

function toBase64(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text) {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error ?? `HTTP ${response.status}`);
  return json;
}

function requestJson() {
  const { name, version, data } = pending.request;
  return { name, version, data: toBase64(data), provider };
}

async function show() {
  try {
    const { title, lines } = await post('/v1/prompt/describe', requestJson());
    $('title').textContent = title;
    $('lines').replaceChildren(
      ...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })),
    );
    $('approve').disabled = false;
  } catch (error) {
    $('error').textContent = String(error.message ?? error);
  }
}

window.addEventListener('message', (event) => {
  // Only the window that opened us may hand over a request; remember its origin to answer it alone.
  if (event.source !== window.opener || event.data?.__messageType !== 'PromptConnectionResponse') return;
  const request = event.data.serializedRequest;
  if (!(request?.data instanceof Uint8Array)) return;
  pending = { request, origin: event.origin };
  void show();
});

$('approve').addEventListener('click', async () => {
  if (!pending) return;
  $('approve').disabled = true;
  try {
    const { data } = await post('/v1/prompt/approve', requestJson());
    window.opener.postMessage(
      { __messageType: 'PromptApprovalResponse', serializedValue: { data: fromBase64(data) } },
      pending.origin,
    );
    window.close();
  } catch (error) {
    $('error').textContent = String(error.message ?? error);
  }
});

// Closing the prompt is the dismissal: the dapp notices on its next 500 ms poll.
$('reject').addEventListener('click', () => window.close());

if (window.opener) window.opener.postMessage({ __messageType: 'PromptConnectionRequest' }, '*');
else $('error').textContent = 'Open this page from a dapp.';
