import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizer.ts';

// The About text is stored as the server's sanitised copy: none of these may keep anything that runs
// script, loads a frame or object, styles the page or leaves the allow-list.

const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>@import "//evil.example/x.css";</style>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div onmouseover="alert(1)">x</div>',
  '<p data-x="1" id="x" class="evil">x</p>',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  '<a href="/blog" target="_blank">x</a>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
];

const forbidden = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<link/i,
  /<meta/i,
  /<form/i,
  /<input/i,
  /<svg/i,
  /<math/i,
  /<base/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /\sstyle=/i,
  /\sclass=/i,
  /\sid=/i,
  /href="\/\//i,
];

describe('sanitizeRichText: the CMS payloads (about, fixed sections)', () => {
  it.each(payloads)('leaves nothing dangerous of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of forbidden) expect(clean).not.toMatch(pattern);
  });

  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Başlık</h2><p><strong>Kalın</strong> <em>italik</em> <a href="https://ornek.com">bağlantı</a></p>' +
      '<ul><li>bir</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});
