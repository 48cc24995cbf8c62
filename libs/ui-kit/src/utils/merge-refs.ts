import type { Ref, RefCallback } from 'react';

// One ref callback feeding several refs (a caller's ref plus our own measuring ref).
export function mergeRefs<T>(
  ...refs: Array<Ref<T> | undefined>
): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
