// Public API of @ruume/room: its slice, hooks and lazily loaded pages, once they move in.
export {};
