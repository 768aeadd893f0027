import { describe, expect, it } from 'vitest';
import { imageRouteUrl, imageSources } from './image-sources.ts';

describe('image sources', () => {
  it('sends uploads and demo images through the image route, other images as they are', () => {
    expect(imageRouteUrl('/images/0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d.jpg', 400)).toBe('/images/0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d.jpg?w=400');
    expect(imageRouteUrl('/demo/canoe.jpg', 1000)).toBe('/images/demo/canoe.jpg?w=1000');
    expect(imageRouteUrl('/brand/uitjesbaas.svg', 400)).toBeNull();
    expect(imageRouteUrl('https://example.com/a.jpg', 400)).toBeNull();
    expect(imageSources('/brand/uitjesbaas.svg', 200)).toEqual({ src: '/brand/uitjesbaas.svg' });
  });

  it('offers every width with the smallest that covers the layout width as src', () => {
    expect(imageSources('/demo/canoe.jpg', 450, '50vw')).toEqual({
      src: '/images/demo/canoe.jpg?w=500',
      srcSet: '/images/demo/canoe.jpg?w=400 400w, /images/demo/canoe.jpg?w=500 500w, /images/demo/canoe.jpg?w=1000 1000w, /images/demo/canoe.jpg?w=1920 1920w',
      sizes: '50vw',
    });
    expect(imageSources('/demo/canoe.jpg', 80).src).toBe('/images/demo/canoe.jpg?w=400');
    expect(imageSources('/demo/canoe.jpg', 80).sizes).toBe('(min-width: 80px) 80px, 100vw');
    expect(imageSources('/demo/canoe.jpg', 2400).src).toBe('/images/demo/canoe.jpg?w=1920');
  });
});
