import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { createPageViewTracker, pageViewEndpoint } from '../pageViews.ts';

/** Reports each navigation to the configured page-view endpoint (spec part 2 §7); renders nothing. */
export function PageViewReporter() {
  const { pathname } = useLocation();
  const [tracker] = useState(() =>
    createPageViewTracker(pageViewEndpoint(), { referrer: document.referrer, origin: window.location.origin }),
  );
  useEffect(() => tracker.track(pathname), [tracker, pathname]);
  return null;
}
