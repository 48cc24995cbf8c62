import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs every suite in parallel on 2 cores: give findBy*/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });
