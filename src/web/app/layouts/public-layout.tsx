import { Outlet } from "react-router";

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
