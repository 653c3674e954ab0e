import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { useRenderScene } from './useRenderScene';

/** Mounted inside the design view: hands its renderer, scene and camera to the Render button. */
export function RenderSceneAccess() {
  const get = useThree((state) => state.get);
  useEffect(() => {
    useRenderScene.setState({ get });
    return () => {
      if (useRenderScene.getState().get === get) useRenderScene.setState({ get: null });
    };
  }, [get]);
  return null;
}
