import { defineWebModule } from '../../platform/modules/web-module.ts';

/** The event gallery (001): events, their schedule, branch completion and the detail. */
export const manifest = defineWebModule({
  id: 'event-gallery',
  pages: [
    {
      path: '/event-gallery',
      load: () => import('./event-gallery-page.tsx'),
      keepAlive: true,
      access: { module: 'event-gallery' },
    },
    {
      path: '/event-gallery/form',
      load: () => import('./event-form-page.tsx'),
      access: {
        module: 'event-gallery',
        permission: ['eventsgallery_create', 'eventsgallery_update', 'event_gallery_admin'],
      },
    },
    {
      path: '/event-gallery/event-schedule',
      load: () => import('./event-schedule-page.tsx'),
      access: { module: 'event-gallery' },
    },
    {
      path: '/event-gallery/branch-wise-schedules',
      load: () => import('./branch-completion-page.tsx'),
      access: { module: 'event-gallery' },
    },
    {
      // 001 §2 writes the detail as /event-gallery/{id?}; without an id it is the list above.
      path: '/event-gallery/:id?',
      load: () => import('./event-detail-page.tsx'),
      access: { module: 'event-gallery' },
    },
  ],
});
