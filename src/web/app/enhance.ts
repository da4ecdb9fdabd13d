// The only script of a marketing page served to a visitor without a session (src/server/lib/web-pages.ts):
// the page is complete HTML rendered on the server, its links are plain links, and the few controls that need
// script are in page-controls.ts.
import "@/web/styles/app.css";
import { enhanceControls } from "./page-controls";

enhanceControls();
