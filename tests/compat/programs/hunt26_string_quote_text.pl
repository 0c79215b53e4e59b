% hunt26: the quote that str2lst/2 gives for a quoted atom's quotes is the empty text in lst2str/2, concat/2 and join/3 (ProbLog's unquote), so lst2str gives the atom back; join with a quoted separator
:- use_module(library(string)).
0.3::pick('Ab'); 0.7::pick('c-d').
back(A) :- pick(W), str2lst(W, L), lst2str(L, A).
glued(A) :- pick(W), str2lst(W, L), concat([x|L], A).
joined(A) :- pick(W), str2lst(W, L), join('+', L, A).
first(C) :- pick(W), str2lst(W, L), L = [C|_].
sep(A) :- join('; ', [a, 'B c', d], A).
query(back(_)).
query(glued(_)).
query(joined(_)).
query(first(_)).
query(sep(_)).
