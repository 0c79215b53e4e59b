% block and line comments between goals, after heads and before clauses
/* A model that mixes block comments and line comments
   everywhere a user might put them. */
0.3::a. % a line comment after a fact
0.4::b /* inline after a head */ .
c :- a, /* between goals */ b.
c :- % a comment inside a body
     \+ a.
/* a comment ending right before a clause */d :- c.
query(c). % query c
query(d). /* query d */
