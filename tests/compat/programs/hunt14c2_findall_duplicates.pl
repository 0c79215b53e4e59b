% written for this corpus by a find-only hunt (session 22; findall and aggregates)
% findall keeps duplicates: counting how many neighbours recommend each item
0.6::likes(ann, book). 0.5::likes(bob, book). 0.4::likes(bob, film). 0.3::likes(cid, film). 0.7::likes(cid, book).
recs(L) :- findall(I, likes(_, I), L).
book_votes(N) :- recs(L), count(book, L, N).
count(_, [], 0).
count(X, [X|T], N) :- count(X, T, M), N is M + 1.
count(X, [Y|T], N) :- X \= Y, count(X, T, N).
query(book_votes(N)).
query(recs([book, book, film])).
