% paths as lists with no repeated node
0.5::edge(a,b). 0.5::edge(b,c). 0.5::edge(a,c). 0.5::edge(c,a).
path(X,Y,P) :- walk(X,Y,[X],Q), reverse(Q,[],P).
walk(X,Y,V,[Y|V]) :- edge(X,Y), \+ member(Y,V).
walk(X,Y,V,P) :- edge(X,Z), \+ member(Z,V), walk(Z,Y,[Z|V],P).
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
reverse([],A,A).
reverse([X|T],A,R) :- reverse(T,[X|A],R).
query(path(a,c,_)).
query(path(a,a,_)).
