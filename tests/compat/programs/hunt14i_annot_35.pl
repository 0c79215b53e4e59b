% AD probabilities given as integers summing to one
1::sure(a) ; 0::sure(b).
query(sure(a)).
query(sure(b)).
