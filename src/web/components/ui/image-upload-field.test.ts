// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageKinds, type StoredImageInfo } from '../../../shared/uploads.ts';
import { ImageUploadField, type ImageFieldValue } from './image-upload-field.tsx';

// The upload field in a DOM (jsdom) with a stand-in XMLHttpRequest: preview at once, a progress bar
// that follows the upload, the stored image handed to the form, and the spec's texts on refusal.

class FakeRequest {
  static last: FakeRequest | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  responseType = '';
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = () => 'blob:local-preview';
  URL.revokeObjectURL = () => {};
  FakeRequest.last = null;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function renderField(onChange: (image: ImageFieldValue | null) => void, value: ImageFieldValue | null = null) {
  act(() => root.render(createElement(ImageUploadField, { label: 'Ürün görseli', kind: 'product', value, onChange })));
}

function chooseFile(file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const stored: StoredImageInfo = {
  key: 'product/abcdefghijklmnopqrstuv',
  kind: 'product',
  url: '/uploads/product/abcdefghijklmnopqrstuv/1200.webp',
  width: 800,
  height: 600,
  variants: [],
};

describe('ImageUploadField', () => {
  it('shows the picture at once, a progress bar while uploading, then hands the stored image over', async () => {
    const onChange = vi.fn();
    renderField(onChange);
    chooseFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'urun.png', { type: 'image/png' }));

    const request = FakeRequest.last!;
    expect(request.url).toBe('/api/admin/uploads/images?kind=product');
    expect((request.body!.get('file') as File).name).toBe('urun.png');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('blob:local-preview');
    const bar = () => container.querySelector('[role="progressbar"]');
    expect(bar()!.getAttribute('aria-valuenow')).toBe('0');

    act(() => request.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(bar()!.getAttribute('aria-valuenow')).toBe('40');

    await act(async () => request.respond(201, stored));
    expect(onChange).toHaveBeenCalledWith({ key: stored.key, url: stored.url });
    expect(bar()).toBeNull();
  });

  it('shows the stored image and lets it be removed', () => {
    const onChange = vi.fn();
    renderField(onChange, { key: stored.key, url: stored.url });
    expect(container.querySelector('img')!.getAttribute('src')).toBe(stored.url);
    const remove = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Görseli kaldır');
    act(() => remove!.click());
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('refuses a file over the limit or an SVG with the spec texts, without uploading', () => {
    renderField(vi.fn());
    chooseFile(new File([new Uint8Array(imageKinds.product.maxBytes + 1)], 'buyuk.png', { type: 'image/png' }));
    expect(container.textContent).toContain("Dosya boyutu 5MB'dan küçük olmalıdır");
    chooseFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(container.textContent).toContain('Lütfen geçerli bir resim dosyası seçin');
    expect(FakeRequest.last).toBeNull();
  });

  it("shows the server's Turkish message when the upload is refused", async () => {
    const onChange = vi.fn();
    renderField(onChange);
    chooseFile(new File(['<html>'], 'resim.png', { type: 'image/png' }));
    await act(async () =>
      FakeRequest.last!.respond(400, { code: 'invalid_image', message: 'Lütfen geçerli bir resim dosyası seçin' }),
    );
    const input = container.querySelector('input')!;
    const errorText = document.getElementById(`${input.id}-error`)?.textContent;
    expect(errorText).toBe('Lütfen geçerli bir resim dosyası seçin');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });
});
