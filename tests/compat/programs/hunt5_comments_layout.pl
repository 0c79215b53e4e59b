/* block comment
   spanning lines % with a percent */
0.5::a. % trailing comment
b :- /* inline */ a.
0.25 :: c .
query(b). query(c).
