// Server rendering: the live regions of the navigation runtime exist in the built HTML, outside
// the React root, so screen readers know them before the first client-side navigation.
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { ANNOUNCER_ID, NOTICE_ID } from './src/features/runtime/route-runtime';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPostBodyComponents }) => {
  setPostBodyComponents([
    <div key={ANNOUNCER_ID} id={ANNOUNCER_ID} className="visually-hidden" aria-live="assertive" aria-atomic="true" />,
    <div key={NOTICE_ID} id={NOTICE_ID} className="route-notice" role="status" hidden />,
  ]);
};
