// The SPA's entry (index.html).
import { start } from "./start";

void start();
