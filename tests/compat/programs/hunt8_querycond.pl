% hunt8: query(a(X)) :- dom(X): a conditional query over a domain, with an undefined answer
0.3::a(1). 0.4::a(2).
dom(1). dom(2). dom(3).
query(a(X)) :- dom(X).
