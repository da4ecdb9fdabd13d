// The season benchmark's deployment on this machine: a throw-away PostgreSQL 15 cluster in a temporary
// directory, nginx from Debian's packages as the load balancer, and the built app's instances, each watched
// like a process supervisor (systemd's Restart=always) would. Everything lives under one temporary
// directory, removed by `cleanup()` (also on failure and on SIGINT).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { appEnv, freePort, root, serverEntry } from "../server.mjs";

const PG_BIN = "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the `postgres` OS user when we are root (initdb refuses root). */
function pgTool(tool, args, options = {}) {
  const command = isRoot ? "runuser" : path.join(PG_BIN, tool);
  const argv = isRoot ? ["-u", "postgres", "--", path.join(PG_BIN, tool), ...args] : args;
  return spawnSync(command, argv, { encoding: "utf8", ...options });
}

export function makeWorkDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seatwise-season-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o755); // nginx's workers (user nobody) keep their temporary files under it
  return dir;
}

/** A new cluster (trust authentication on 127.0.0.1 only), started on a free port; `restart()` is the 40 s
 * fault: an immediate shutdown (as a crash: no checkpoint, recovery from the WAL at start) and a start. */
export async function startPostgres(dir) {
  if (!existsSync(path.join(PG_BIN, "initdb"))) {
    throw new Error(`${PG_BIN}/initdb is missing: apt-get install -y postgresql-15`);
  }
  const data = path.join(dir, "pg");
  const init = pgTool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  // Sized for this machine's 24 GiB, fsync and synchronous commit left on: an acknowledged write is on disk.
  // auto_explain is loaded but silent until the plan check turns it on (checks.mjs).
  writeFileSync(
    path.join(data, "postgresql.auto.conf"),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "max_connections = 100",
      "shared_buffers = 512MB",
      "work_mem = 8MB",
      "maintenance_work_mem = 256MB",
      "max_wal_size = 4GB",
      "shared_preload_libraries = 'auto_explain'",
      "auto_explain.log_min_duration = -1",
      "logging_collector = off",
      "",
    ].join("\n"),
  );
  const log = path.join(dir, "postgres.log");
  const ctl = (args) => {
    const result = pgTool("pg_ctl", ["-D", data, "-l", log, "-w", "-t", "60", ...args]);
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr}${result.stdout}`);
  };
  ctl(["start"]);
  return {
    port,
    log,
    url: (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    /** Resolves when PostgreSQL accepts connections again: { downAt, upAt } as performance.now() times. */
    restart: () =>
      new Promise((resolve, reject) => {
        const downAt = performance.now();
        const child = spawn(
          isRoot ? "runuser" : path.join(PG_BIN, "pg_ctl"),
          [
            ...(isRoot ? ["-u", "postgres", "--", path.join(PG_BIN, "pg_ctl")] : []),
            ...["-D", data, "-l", log, "-w", "-t", "60", "-m", "immediate", "restart"],
          ],
          { stdio: "ignore" },
        );
        child.once("exit", (code) =>
          code === 0 ? resolve({ downAt, upAt: performance.now() }) : reject(new Error("pg_ctl restart")),
        );
      }),
    stop: () => pgTool("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    /** The PostgreSQL processes (postmaster and its children), for the CPU figures. */
    pid: () => {
      try {
        return Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      } catch {
        return undefined;
      }
    },
    /** CPU seconds of the postmaster, its live children and the children it has reaped (cutime). */
    cpu: () => {
      try {
        const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
        const fields = readFileSync(`/proc/${postmaster}/stat`, "utf8").split(") ")[1].split(" ");
        const own = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) / 100;
        return own + childrenOf(postmaster).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      } catch {
        return 0;
      }
    },
  };
}

export function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** nginx from Debian's packages, installed here when the binary is missing (nginx-light, else nginx). */
export function ensureNginx() {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (binary) return binary;
  if (!isRoot)
    throw new Error("nginx is missing and only root can install it: apt-get install -y nginx-light");
  console.log("season: installing nginx from Debian's packages (apt-get install -y nginx-light)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const light = spawnSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "inherit", env });
  if (light.status !== 0) spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  const installed = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (!installed) throw new Error("apt-get install nginx failed");
  return installed;
}

/**
 * nginx in the foreground with its own configuration under `dir`: one listening port in front of both
 * instances (`both`) and one in front of instance A alone (`one`, for the one-instance throughput run).
 * Passive health checks: an instance that refuses or times out three connections within 2 s is skipped
 * for 2 s (max_fails=3 fail_timeout=2s), and a request whose connection failed goes to the other. Once a
 * request was sent, only idempotent ones (GET, HEAD, PUT, DELETE…) are passed on to the other instance; a
 * POST or PATCH whose connection was refused was never sent, and nginx passes that on too
 * (`proxy_next_upstream error` covers a refused connect for every method). A POST that reached a dying
 * instance answers 502 and the client decides whether to retry (the driver does, and its writes are safe to
 * repeat: see owners.mjs). X-Forwarded-For gets the client's address appended; the app runs with
 * TRUST_PROXY=true and takes that last address.
 */
export async function startNginx(dir, binary, { both, one }, upstreams) {
  mkdirSync(path.join(dir, "nginx"), { recursive: true });
  const servers = (list) => list.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`);
  const location = (name) => `
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_buffering on;
      client_max_body_size 12m;
      client_body_buffer_size 1m;
    }`;
  const config = `
worker_processes 1;
daemon off;
master_process on;
pid ${dir}/nginx/nginx.pid;
error_log ${dir}/nginx/error.log warn;
events { worker_connections 16384; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx/body;
  proxy_temp_path ${dir}/nginx/proxy;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  keepalive_requests 100000;
  keepalive_timeout 65s;
  upstream both {
${servers(upstreams).join("\n")}
    keepalive 256;
  }
  upstream one {
${servers(upstreams.slice(0, 1)).join("\n")}
    keepalive 256;
  }
  server { listen 127.0.0.1:${both}; ${location("both")}
  }
  server { listen 127.0.0.1:${one}; ${location("one")}
  }
}
`;
  const file = path.join(dir, "nginx", "nginx.conf");
  writeFileSync(file, config);
  const child = spawn(binary, ["-c", file, "-p", path.join(dir, "nginx")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${both}/api/health`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    both,
    one,
    child,
    pids: () => [child.pid, ...childrenOf(child.pid)],
    errorLog: () => {
      try {
        return readFileSync(path.join(dir, "nginx", "error.log"), "utf8");
      } catch {
        return "";
      }
    },
    stop: () => stopProcess(child),
  };
}

export function stopProcess(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  return exited;
}

/**
 * One app instance on a fixed port, as production runs it (the built server, NODE_ENV=production, PostgreSQL,
 * TRUST_PROXY=true), kept running like a supervisor would: an exit the benchmark did not ask for is recorded
 * in `unexpectedExits` and the instance is started again after 1 s.
 */
export function appInstance({ name, port, databaseUrl, origin, dataDir }) {
  const instance = {
    name,
    port,
    child: undefined,
    starts: [],
    unexpectedExits: [],
    expectExit: false,
    stopped: false,
    stderrTail: "",
    logFile: path.join(dataDir, `app-${name}.log`),
    start() {
      // SEASON_CPU_PROF=dir: instance B (never killed) writes a V8 CPU profile there when it exits (for what limits it).
      const profile =
        process.env.SEASON_CPU_PROF && name === "B"
          ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SEASON_CPU_PROF}`]
          : [];
      const child = spawn(process.execPath, [...profile, serverEntry], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        // Both instances share the one secret, as a deployment's would.
        env: appEnv({
          port,
          origin,
          dataDir,
          logLevel: "warn",
          env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "true" },
        }),
      });
      // The app's log (warnings and errors, one JSON object a line) is kept for the report.
      const log = createWriteStream(instance.logFile, { flags: "a" });
      child.stdout.on("data", (chunk) => log.write(chunk));
      child.stdout.on("end", () => log.end());
      child.stderr.on("data", (chunk) => {
        log.write(chunk);
        instance.stderrTail = (instance.stderrTail + chunk).slice(-4000);
      });
      const startedAt = performance.now();
      instance.starts.push({ at: startedAt, readyAt: undefined });
      instance.child = child;
      child.once("exit", (code, signal) => {
        if (instance.child !== child) return;
        if (instance.expectExit || instance.stopped) {
          instance.expectExit = false;
          return;
        }
        instance.unexpectedExits.push({
          at: performance.now(),
          code,
          signal,
          log: crashLine(instance.stderrTail),
        });
        setTimeout(() => {
          if (!instance.stopped) instance.start();
        }, 1000).unref();
      });
      return instance.ready();
    },
    /** Resolves with the milliseconds to the first healthy answer of the current process. */
    async ready(timeoutMs = 60_000) {
      const start = instance.starts.at(-1);
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline && !instance.stopped) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          await response.arrayBuffer();
          if (response.ok) {
            start.readyAt ??= performance.now();
            return start.readyAt - start.at;
          }
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${name} did not answer /api/health: ${instance.stderrTail.slice(-500)}`);
    },
    /** The 20 s fault: SIGKILL, then started again at once. */
    async killAndRestart() {
      instance.expectExit = true;
      await stopProcess(instance.child, "SIGKILL");
      return instance.start();
    },
    async stop() {
      instance.stopped = true;
      if (instance.child) await stopProcess(instance.child);
    },
    pid: () => instance.child?.pid,
  };
  return instance;
}

/** The line that says why a process ended: a failed start, an unhandled 'error' event and its error. */
function crashLine(stderr) {
  const lines = stderr.split("\n");
  const failed = lines.find((line) => line.startsWith("Seatwise failed to start"));
  if (failed) return failed.slice(0, 200);
  const unhandled = lines.find((line) => /Unhandled '\w+' event/.test(line));
  const error = lines.find((line) => /^(\w*Error|error): /.test(line));
  return [unhandled?.trim(), error?.trim()].filter(Boolean).join(" ").slice(0, 200) || lines.at(-2) || "";
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
