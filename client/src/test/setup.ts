// Matchers such as toBeInTheDocument() for every client test.
import "@testing-library/jest-dom";
