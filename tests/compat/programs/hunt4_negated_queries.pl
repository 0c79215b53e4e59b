0.3::a. 0.6::b(1). 0.2::b(2).
c :- a, b(1).
query(\+ a).
query(\+ c).
query(\+ b(X)).
query(\+ b(3)).
