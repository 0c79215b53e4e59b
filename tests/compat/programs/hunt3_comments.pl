/* block comment
   spanning lines */
0.3::a. % trailing comment
/* another */ 0.4::b.
c :- a, /* inline */ b.
query(c). % last line, no newline follows
%x