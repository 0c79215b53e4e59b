/* block comment
   over lines */ 0.5::a. % trailing
% 0.9::b.
/**/ 0.25::b /* inline */ .
query(a). /* q */ query(b).
