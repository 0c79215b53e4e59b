% comments in odd places
0.3 /* prob */ :: /* sep */ a.
b :- % first goal next line
   a, /* inline */ c.
0.5::c /* trailing */ .
d(X) :- member(X, [1, /* two */ 2, % three
   3]).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(b). % query b
query(d(X)).
/* a block
   spanning lines % with a percent
*/
query(c).
